// The body of an overlay whose feature arrives in a later issue (issue 2 allows a plain placeholder).
import type { OverlayProps } from "./registry.ts";

export function ComingSoon({ title }: OverlayProps) {
  return (
    <p className="py-6 text-center">
      <strong>{title}</strong> is coming soon.
    </p>
  );
}
