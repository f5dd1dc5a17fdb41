// A lead form's values and messages (spec §4 "Viewing form"): a field is checked as it is edited, and every
// field on submit. Pure rules in ./field-rules.ts.
//
// API: const form = useLeadFields(rules, initialValues?)
//   form.values, form.errors
//   form.change(name, value)  sets the value and checks that field at once
//   form.checkAll() → boolean  checks every field (shows every message); true when all pass
//   form.setErrors(errors)     shows messages from elsewhere (the shared zod schema, the server)
import { useCallback, useState } from "react";
import { checkAll, hasErrors, type FieldErrors, type FieldRule } from "./field-rules.ts";

export function useLeadFields<Name extends string>(
  rules: Readonly<Record<Name, FieldRule>>,
  initialValues: Partial<Record<Name, string>> = {},
) {
  const [values, setValues] = useState<Partial<Record<Name, string>>>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});

  const change = useCallback(
    (name: Name, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: rules[name](value) }));
    },
    [rules],
  );

  const checkEvery = useCallback((): boolean => {
    const found = checkAll(rules, values);
    setErrors(found);
    return !hasErrors(found);
  }, [rules, values]);

  return { values, errors, change, checkAll: checkEvery, setErrors };
}
