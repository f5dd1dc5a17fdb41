// After a refused submit, keyboard and screen-reader users are taken to the first field that needs them
// (WCAG 2.2 3.3.1). Runs after React has drawn the messages.
//
// focusFirstInvalid(formElement)
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  });
}

/** Runs every check (each flags its own fields, so all run); when any fails, the focus goes to the first flagged. */
export function passesEveryCheck(form: HTMLFormElement, checks: (() => boolean)[]): boolean {
  const passed = checks.map((check) => check()).every(Boolean);
  if (!passed) focusFirstInvalid(form);
  return passed;
}
