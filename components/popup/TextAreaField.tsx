interface TextAreaFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  onChange(value: string): void;
}

/** A labelled two-line text box, as the popup's optional guidance fields use it. */
export function TextAreaField({ label, value, placeholder, onChange }: TextAreaFieldProps) {
  return (
    <label className="field">
      <span>{label}</span>
      <textarea rows={2} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
