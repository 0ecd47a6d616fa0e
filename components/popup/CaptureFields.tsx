interface CaptureFieldsProps {
  instructions: string;
  context: string;
  onInstructionsChange(value: string): void;
  onContextChange(value: string): void;
}

/** Guidance for the service's Capture: both optional. */
export function CaptureFields({ instructions, context, onInstructionsChange, onContextChange }: CaptureFieldsProps) {
  return (
    <div className="fields">
      <label className="field">
        <span>Instructions</span>
        <textarea
          rows={2}
          value={instructions}
          placeholder="How to handle it, e.g. “Summarize the key points”"
          onChange={(event) => onInstructionsChange(event.target.value)}
        />
      </label>
      <label className="field">
        <span>Context</span>
        <textarea
          rows={2}
          value={context}
          placeholder="How it relates to what you know, e.g. “For the Q3 planning”"
          onChange={(event) => onContextChange(event.target.value)}
        />
      </label>
    </div>
  );
}
