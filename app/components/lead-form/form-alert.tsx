// A form-level message, announced when it appears (spec §8 "Leads": 'Request failed. Please try again.').
//
// <FormAlert message={failure} />   renders nothing while message is empty
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="rounded border border-red-700 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
