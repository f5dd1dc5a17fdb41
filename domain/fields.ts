// The fields of a submitted call, as the use cases read them: a JSON object, or form fields nested into the
// same shape (`a[b]` → {a: {b}}) by the routes (app/routes/_http/request.ts), so one schema reads both.
export type Fields = Record<string, unknown>;
