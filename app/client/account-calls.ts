// The account calls (./account.ts) only matter once someone is signed in, so the first render of a page does
// not carry them: the saving hooks and the app state load them on first use.
export const accountCalls = () => import("./account.ts");
