import { TextAreaField } from './TextAreaField';

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
      <TextAreaField
        label="Instructions"
        value={instructions}
        placeholder="How to handle it, e.g. “Summarize the key points”"
        onChange={onInstructionsChange}
      />
      <TextAreaField
        label="Context"
        value={context}
        placeholder="How it relates to what you know, e.g. “For the Q3 planning”"
        onChange={onContextChange}
      />
    </div>
  );
}
