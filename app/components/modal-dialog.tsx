// An open dialog over a dimmed page: the frame the overlays (app/modals/overlay-dialog.tsx) and the mobile menu
// (header/mobile-menu-panel.tsx) share. Radix Dialog traps focus, closes on Escape and on an overlay click,
// labels the dialog by its title and locks the body's scroll while open (spec §4 "Modals").
import type { ComponentProps } from "react";
import { Dialog } from "radix-ui";

type ModalDialogProps = Omit<ComponentProps<typeof Dialog.Content>, "aria-describedby"> & {
  onClose: () => void;
};

export function ModalDialog({ onClose, children, ...content }: ModalDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="oh-overlay fixed inset-0 z-50 bg-black/60" />
        {/* Neither dialog has a description: its title and contents say it all. */}
        <Dialog.Content aria-describedby={undefined} {...content}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
