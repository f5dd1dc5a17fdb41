// The spec's message shown by a field, linked to it by aria-describedby.
export function FieldMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}
