// A combobox's text input in its bordered box, with the clear button that shows once there is text. Further
// buttons (e.g. use my location) go after it as children.
import type { ChangeEvent, ComponentProps, ReactNode } from "react";
import { CloseIcon } from "../icons.tsx";
import type { ComboboxInputProps } from "./use-combobox.ts";

type Props = Omit<ComponentProps<"input">, "type" | "value" | "onChange" | "className" | "children"> & {
  combobox: { inputProps: ComboboxInputProps };
  text: string;
  onTextChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The clear button's accessible name, e.g. 'Clear address'. */
  clearLabel: string;
  onClear: () => void;
  children?: ReactNode;
};

export function ComboboxTextBox({
  id,
  combobox,
  text,
  onTextChange,
  clearLabel,
  onClear,
  children,
  ...input
}: Props) {
  return (
    // Issue 16: a 3:1 border, and a focus change the page's white focus halo cannot hide (the input's own ring
    // is drawn on this box instead).
    <div className="flex items-center rounded border border-black/50 bg-paper has-[input:focus-visible]:border-brand has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-0 has-[input:focus-visible]:outline-brand">
      <input
        id={id}
        type="text"
        {...combobox.inputProps}
        {...input}
        value={text}
        onChange={onTextChange}
        className="min-h-11 w-full min-w-0 flex-1 bg-transparent px-3 py-2 outline-none focus-visible:shadow-none"
      />
      {text !== "" && (
        <button type="button" className="oh-icon-button shrink-0" aria-label={clearLabel} onClick={onClear}>
          <CloseIcon />
        </button>
      )}
      {children}
    </div>
  );
}
