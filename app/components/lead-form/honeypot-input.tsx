// The honeypot of a lead form (spec §3: "hidden honeypot lead_client[body]"; §5 "The honeypot body must stay
// empty"): hidden from people and from assistive technology, skipped by Tab, so only a bot fills it.
//
// <HoneypotInput id={`${formId}-hp`} name="lead_client[body]" value={trap} onChange={setTrap} />
// Uncontrolled when value/onChange are left out (a native form post reads it from the DOM).
export function HoneypotInput({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={id}>Leave this empty</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange ? { value: value ?? "", onChange: (event) => onChange(event.target.value) } : {})}
      />
    </div>
  );
}
