// Small pieces every back-office form shares: the authenticity token (the public site's one CSRF mechanism)
// and a labelled field with its errors.
export function TokenInput({ token }: { token: string }) {
  return <input type="hidden" name="authenticity_token" value={token} />;
}

export function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  errors?: string[];
  inputMode?: "numeric" | "text";
  /** The page's one field to start in (the second-factor code): the browser focuses it on load. */
  autoFocus?: boolean;
}) {
  const id = `admin-${props.name}`;
  const invalid = Boolean(props.errors?.length);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        autoFocus={props.autoFocus}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="rounded border border-black/40 px-3 py-2"
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {props.errors!.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
