/**
 * Form pieces the account islands share: a labelled text field with its error, and a password
 * field with a show/hide toggle. Labels are real <label>s and autofill hints are passed through.
 */
import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Eye, EyeOff } from 'lucide-react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export interface FieldProps extends InputProps {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string;
  hint?: ReactNode;
  /** A fixed id, for a form the build pre-renders (generated ids differ between build and browser). */
  id?: string;
}

function useFieldId(given?: string): string {
  const generated = useId();
  return given ?? generated;
}

/** The ids of the hint and error under field `id`, for aria-describedby. */
function describedBy(id: string, hint: ReactNode, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldNotes({ id, hint, error }: { id: string; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-clay-dark">
          {error}
        </p>
      )}
    </>
  );
}

/** The attributes that tie a control to its label, hint and error. */
interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, the control `render` draws with the props that tie it to them, and the hint and error. */
function LabelledControl({
  id: givenId,
  label,
  error,
  hint,
  render,
}: {
  id?: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  render: (control: ControlProps) => ReactNode;
}) {
  const id = useFieldId(givenId);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {render({
        id,
        className: 'field mt-1',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error),
      })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function Field({ id, label, error, hint, ...input }: FieldProps) {
  return (
    <LabelledControl
      id={id}
      label={label}
      error={error}
      hint={hint}
      render={(control) => <input {...control} {...input} />}
    />
  );
}

/** A labelled <select> with its error, like Field. */
export function SelectField({
  id,
  label,
  error,
  hint,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
}) {
  return (
    <LabelledControl
      id={id}
      label={label}
      error={error}
      hint={hint}
      render={(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A labelled <textarea> with its error, like Field. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...area
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
}) {
  return (
    <LabelledControl
      id={id}
      label={label}
      error={error}
      hint={hint}
      render={(control) => <textarea {...control} className={`${control.className} py-3`} {...area} />}
    />
  );
}

export function PasswordField({ id: givenId, label, error, hint, ...input }: FieldProps) {
  const id = useFieldId(givenId);
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className="field pr-12"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-muted hover:text-ink"
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A primary submit button that says what it is doing while busy. */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="btn-primary w-full" disabled={busy} aria-busy={busy}>
      {busy ? busyText : children}
    </button>
  );
}

/** A one-time code of six digits (authenticator app or SMS): digits only, filled by the phone's autofill. */
export function CodeField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
}) {
  return (
    <Field
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      disabled={disabled}
    />
  );
}
