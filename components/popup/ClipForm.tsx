import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import {
  buildCaptureRequest,
  buildCreateNoteRequest,
  type ClipTarget,
  clipSourceOf,
  defaultNoteMarkdown,
  type TabReading,
  targetFromSnapshot,
} from '@/lib/clip';
import type { ClipAction, Settings } from '@/lib/settings';
import { ActionSwitch } from './ActionSwitch';
import { CaptureFields } from './CaptureFields';
import { ClipNotices } from './ClipNotices';
import { useArticleReading, useSendClip, useTabReading } from './hooks';
import { type NoteDraft, NoteFields } from './NoteFields';
import { PageSummary, type Scope } from './PageSummary';
import { RestrictedNotice } from './RestrictedNotice';
import { TruncatedNotice } from './TruncatedNotice';

interface ClipFormProps {
  reading: TabReading;
  settings: Settings;
  initialAction: ClipAction;
  knownCollections: string[];
  onSent(clipId: string): void;
}

function targetOf(reading: TabReading, scope: Scope): ClipTarget {
  return reading.readable
    ? targetFromSnapshot(reading.snapshot, scope)
    : { kind: 'address', url: reading.url, title: reading.title };
}

/** The popup's main view: what will be clipped, the action and its fields, and Send (or Ctrl/Cmd+Enter). */
export function ClipForm({ reading, settings, initialAction, knownCollections, onSent }: ClipFormProps) {
  const selectionWords = reading.readable ? reading.snapshot.selection?.wordCount : undefined;
  const [scope, setScope] = useState<Scope>(selectionWords ? 'selection' : 'page');
  const [action, setAction] = useState<ClipAction>(initialAction);
  const [instructions, setInstructions] = useState(settings.defaultInstructions);
  const [context, setContext] = useState('');
  // The note's Markdown per scope: switching between selection and page keeps each one's edits.
  const [edits, setEdits] = useState<Partial<Record<Scope, string>>>({});
  const [note, setNote] = useState<Omit<NoteDraft, 'markdown'>>({
    collections: settings.defaultCollections,
    collectionDraft: '',
    template: settings.defaultTemplate,
    autoFormat: settings.autoFormat,
    autoOrganize: settings.autoOrganize,
  });
  const send = useSendClip();

  // Create note needs the page's Markdown: the full snapshot, read only once that action is chosen.
  const full = useTabReading('full', action === 'create-note').data;
  // Capture of the page sends the extracted article; the quick reading's content if it could not be read.
  const capturesArticle = scope === 'page' && reading.readable;
  const readArticle = useArticleReading(action === 'capture' && capturesArticle);
  const target = targetOf(reading, scope);
  const source = clipSourceOf(target);
  const noteTarget = full ? targetOf(full, scope) : undefined;
  const markdown = edits[scope] ?? (noteTarget ? defaultNoteMarkdown(noteTarget) : undefined);
  const cutShort = full?.readable && scope === 'page' && full.snapshot.truncated ? full.snapshot : undefined;

  useEffect(() => {
    // The popup is interactive once the page it will clip is on screen (measured by bench:clip).
    performance.mark('popup-interactive');
  }, []);

  const captureTarget = async (): Promise<ClipTarget> => {
    if (!capturesArticle) return target;
    const article = await readArticle();
    return article.readable ? targetOf(article, scope) : target;
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || (action === 'create-note' && markdown === undefined)) return;
    const { collectionDraft, ...noteChoices } = note;
    send.mutate(
      async () => {
        if (action === 'capture') {
          const captured = await captureTarget();
          const body = buildCaptureRequest(captured, { instructions, context }, new Date());
          return { source: clipSourceOf(captured), request: { op: 'capture', body }, action };
        }
        const body = buildCreateNoteRequest({
          markdown: markdown ?? '',
          title: source.title,
          ...noteChoices,
          collections: [...noteChoices.collections, collectionDraft],
        });
        return { source, request: { op: 'create-note', body }, action };
      },
      { onSuccess: onSent },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
  };

  return (
    <form className="clip-form" onSubmit={submit} onKeyDown={onKeyDown} aria-label="Clip this page">
      {!reading.readable && <RestrictedNotice reason={reading.reason} canClipAddress />}
      <PageSummary
        title={source.title}
        url={source.url}
        selectionWords={selectionWords || undefined}
        scope={scope}
        onScopeChange={setScope}
      />
      <ClipNotices source={source} />
      <ActionSwitch value={action} onChange={setAction} />
      {action === 'capture' ? (
        <CaptureFields
          instructions={instructions}
          context={context}
          onInstructionsChange={setInstructions}
          onContextChange={setContext}
        />
      ) : (
        <>
          {cutShort && <TruncatedNotice reason={cutShort.truncatedReason} />}
          <NoteFields
            draft={{ ...note, markdown }}
            suggestions={knownCollections}
            onChange={({ markdown: edited, ...rest }) => {
              if (edited !== undefined) setEdits({ ...edits, [scope]: edited });
              if (Object.keys(rest).length) setNote({ ...note, ...rest });
            }}
          />
        </>
      )}
      {send.error && (
        <p className="field-error" role="alert">
          {send.error.message}
        </p>
      )}
      <div className="send-bar">
        <button
          type="submit"
          className="primary"
          disabled={send.isPending || (action === 'create-note' && markdown === undefined)}
        >
          {action === 'capture' ? 'Capture' : 'Create note'}
        </button>
        <kbd className="hint">{navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl'}+Enter</kbd>
      </div>
    </form>
  );
}
