// The frame the mobile menu and the overlays share: a Radix Dialog that is open for as long as it is mounted,
// over the dimmed backdrop. Radix traps focus, closes on Escape and on a backdrop click (both call onClose),
// labels the dialog by its title and locks the body's scroll while open (spec §4 "Modals": "Opening fixes
// body scroll"). Neither has a description, so aria-describedby is off rather than pointing at nothing.
import type { ComponentProps } from "react";
import { Dialog } from "radix-ui";

export function ModalFrame({
  onClose,
  ...content
}: { onClose: () => void } & Omit<ComponentProps<typeof Dialog.Content>, "aria-describedby">) {
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="oh-overlay fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content aria-describedby={undefined} {...content} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}
