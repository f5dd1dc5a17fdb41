// The suggestion list under a combobox's input (see ./use-combobox.ts). It stays in the page while hidden, so
// the input's aria-controls always points at it.
import type { Combobox } from "./use-combobox.ts";

type Props<Option> = {
  combobox: Combobox<Option>;
  /** The field's label: the list is named '{label} suggestions'. */
  label: string;
  className: string;
  /** The classes of every option; the highlighted one adds the brand colours. */
  optionClassName: string;
};

export function ComboboxListbox<Option>({ combobox, label, className, optionClassName }: Props<Option>) {
  return (
    <ul
      id={combobox.listboxId}
      role="listbox"
      aria-label={`${label} suggestions`}
      hidden={!combobox.expanded}
      className={className}
    >
      {combobox.options.map((option, index) => (
        <li
          key={combobox.optionKey(option)}
          id={combobox.optionId(index)}
          role="option"
          aria-selected={index === combobox.active}
          // Keeps the focus in the input, so a mouse choice does not blur (and close the list) first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => combobox.choose(option)}
          onMouseEnter={() => combobox.hover(index)}
          className={`${optionClassName} ${index === combobox.active ? "bg-brand text-brand-contrast" : ""}`}
        >
          {combobox.optionText(option)}
        </li>
      ))}
    </ul>
  );
}
