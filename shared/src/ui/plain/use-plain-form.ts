import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

/** A field's check: its message, or undefined when the value is fine. May wait (a schema loading). */
export type PlainRule<Values> = (value: unknown, values: Values) => string | undefined | Promise<string | undefined>;

export type PlainRules<Values> = { [Name in keyof Values]?: readonly PlainRule<Values>[] };

/** What an untouched field holds counts as empty: '' for text, [] for lists, null or undefined. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A required field's own message (antd's `{ required: true, message }`). */
export function requiredRule<Values>(message: string): PlainRule<Values> {
  return (value) => (isEmpty(value) ? message : undefined);
}

/**
 * A shared zod schema as a plain form's rule, so the form shows the limits and messages the API
 * enforces (as `zodRule` does for antd forms). `load` may import the schema's module at the first
 * check: a first screen then carries neither zod (≈ 25 kB gzip) nor the area's contracts.
 * `empty` is what an untouched field is checked as ('' for text, [] for lists).
 */
export function zodPlainRule<Values>(
  load: () => z.ZodType | Promise<z.ZodType>,
  empty: unknown = '',
): PlainRule<Values> {
  return async (value) => {
    const result = (await load()).safeParse(value ?? empty);
    return result.success ? undefined : (result.error.issues[0]?.message ?? 'This value is not valid.');
  };
}

/** The props a plain control takes from the form: its id, value, change handler and error wiring. */
export interface PlainBinding<Value> {
  id: string;
  /**
   * The field's name: what the page's early loader matches a value typed into the server's HTML by,
   * to put it into the app's field once it took over (api/src/frontend/early-loader.ts).
   */
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface PlainFieldBinding {
  id: string;
  error?: string;
}

export interface PlainForm<Values> {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  /** The form is being checked (a schema may be loading): the submit button shows it is busy. */
  checking: boolean;
  setValue: <Name extends keyof Values>(name: Name, value: Values[Name]) => void;
  /** The control's props (spread on a Plain control). */
  bind: <Name extends keyof Values>(name: Name) => PlainBinding<Values[Name]>;
  /** The field's props (spread on `PlainField`: its label's target and its message). */
  field: (name: keyof Values) => PlainFieldBinding;
  /** The form's onSubmit: checks every field; the first wrong one takes the focus, else `onFinish`. */
  handleSubmit: (event?: FormEvent) => void;
  /** Shows messages at named fields (an API refusal) and focuses the first; returns those shown. */
  setErrors: (messages: Partial<Record<string, string>>) => string[];
  reset: (values: Values) => void;
}

/**
 * A form's values, checks and messages without antd's Form (rc-field-form): what a form page's first
 * screen needs (issue 39). It behaves as the antd forms did: a field is checked on every change,
 * every field on submit, the message shows at the field (`PlainField`, linked by
 * aria-describedby, the control aria-invalid), the first wrong field takes the focus and Enter in a
 * text box submits. A check that answers after a newer one started is dropped.
 */
export function usePlainForm<Values extends object>({
  initialValues,
  rules = {},
  onFinish,
}: {
  initialValues: Values;
  rules?: PlainRules<Values>;
  onFinish: (values: Values) => void | Promise<void>;
}): PlainForm<Values> {
  const prefix = useId();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrorState] = useState<Partial<Record<keyof Values, string>>>({});
  const [checking, setChecking] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const finishRef = useRef(onFinish);
  finishRef.current = onFinish;
  // Each field's newest check; an older one's answer is not shown over it.
  const generation = useRef(new Map<keyof Values, number>());
  const checkingRef = useRef(false);

  const idOf = useCallback((name: keyof Values) => `${prefix}-${String(name)}`, [prefix]);

  const runRules = async (name: keyof Values, all: Values): Promise<string | undefined> => {
    for (const rule of rulesRef.current[name] ?? []) {
      const message = await rule(all[name], all);
      if (message) return message;
    }
    return undefined;
  };

  const checkField = (name: keyof Values, all: Values) => {
    const turn = (generation.current.get(name) ?? 0) + 1;
    generation.current.set(name, turn);
    void runRules(name, all).then((message) => {
      if (generation.current.get(name) !== turn) return;
      setErrorState((current) => (current[name] === message ? current : { ...current, [name]: message }));
    });
  };

  const focusField = (name: string) => {
    const element = document.getElementById(idOf(name as keyof Values));
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus();
  };

  const setValue = <Name extends keyof Values>(name: Name, value: Values[Name]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    checkField(name, next);
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    // A second tap while checking is not lost: the check below reads the values as they are then.
    if (checkingRef.current) return;
    checkingRef.current = true;
    setChecking(true);
    const run = async () => {
      const all = latest.current;
      const names = Object.keys(rulesRef.current) as (keyof Values)[];
      for (const name of names) generation.current.set(name, (generation.current.get(name) ?? 0) + 1);
      const messages = await Promise.all(names.map((name) => runRules(name, all)));
      const found: Partial<Record<keyof Values, string>> = {};
      names.forEach((name, index) => (found[name] = messages[index]));
      setErrorState(found);
      const first = names.find((_, index) => messages[index]);
      if (first !== undefined) {
        focusField(String(first));
        return;
      }
      await finishRef.current(all);
    };
    run()
      // As antd's own submit does with an `onFinish` that throws.
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        checkingRef.current = false;
        setChecking(false);
      });
  };

  const setErrors = (messages: Partial<Record<string, string>>) => {
    const shown = Object.entries(messages).filter(([name, text]) => text && name in (latest.current as object)) as [
      keyof Values & string,
      string,
    ][];
    if (shown.length > 0) {
      setErrorState((current) => ({ ...current, ...Object.fromEntries(shown) }));
      focusField(shown[0][0]);
    }
    return shown.map(([name]) => name);
  };

  const reset = (next: Values) => {
    latest.current = next;
    setValues(next);
    setErrorState({});
  };

  const bind = <Name extends keyof Values>(name: Name): PlainBinding<Values[Name]> => {
    const id = idOf(name);
    const error = errors[name];
    return {
      id,
      name: String(name),
      value: values[name],
      onChange: (value) => setValue(name, value),
      ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
    };
  };

  const field = (name: keyof Values): PlainFieldBinding => ({ id: idOf(name), error: errors[name] });

  return { values, errors, checking, setValue, bind, field, handleSubmit, setErrors, reset };
}
