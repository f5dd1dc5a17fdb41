// React Router's own browser entry without <StrictMode>: its checks run only in React's development build,
// which this app never ships (`npm run dev` builds for production too), so in the bundle it was bytes of every
// page's first render for nothing (issue 13's 120 KB budget).
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
