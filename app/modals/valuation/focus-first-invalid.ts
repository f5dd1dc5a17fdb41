// After a refused submit, the first flagged control takes the focus so its message is read out (WCAG 3.3.1).
// The messages render with the next commit, hence the frame's wait.
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  });
}
