// The operators wing's door (docs/architecture.md "Wings"): the install operators' console (issue 44 item 6) — the
// operators' own accounts, signed in as staff are (the staff wing's sign-in over the operators' realm), and their
// actions on the agencies (the agencies wing's use cases, with the operator as the audit log's actor).
// Code outside the wing imports this file or its model/.
export {
  completeOperatorSetup,
  createOperatorWithSetupLink,
  currentOperator,
  operatorPasswordStep,
  operatorPendingSignIn,
  operatorSecondFactorStep,
  operatorSetupForm,
  type OperatorSignInDeps,
  type SignedInOperator,
  signOutOperator,
} from "./use-cases/operator-accounts.ts";
export {
  changeAliasFromConsole,
  changeGroupFromConsole,
  changeStatusFromConsole,
  consoleAgencyList,
  consoleAgencyPage,
  type ConsoleActor,
  type ConsoleSources,
  createAgencyFromConsole,
  deleteFromConsole,
  exportFromConsole,
  openSupportFromConsole,
} from "./use-cases/console-agencies.ts";
