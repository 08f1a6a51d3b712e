interface LoginFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A required text field of the light login page: its label above, its error under it, tied for screen readers. */
export function LoginField({
  name,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  value,
  error,
  onChange,
}: LoginFieldProps) {
  const id = `login-${name}`;
  return (
    <div className="login-field">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        // biome-ignore lint/a11y/noAutofocus: the page exists to fill this in, as the app's login always did
        autoFocus={autoFocus}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="login-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
