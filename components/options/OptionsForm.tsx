import { type FormEvent, useState } from 'react';
import { requestServiceAccess, type SettingsView, sameOrigin } from '@/lib/settings';
import { ConnectionSection } from './ConnectionSection';
import { DefaultsSection } from './DefaultsSection';
import { useRemoveToken, useSaveSettings, useTestConnection } from './hooks';
import { type DraftErrors, draftOf, isDirty, type OptionsDraft, readDraft } from './options-draft';
import { SaveBar } from './SaveBar';
import { ServiceSection } from './ServiceSection';
import { ShortcutsSection } from './ShortcutsSection';

export function OptionsForm({ view }: { view: SettingsView }) {
  const [draft, setDraft] = useState<OptionsDraft>(() => draftOf(view.settings));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [savedAt, setSavedAt] = useState<Date>();
  const save = useSaveSettings();
  const removeToken = useRemoveToken();
  const test = useTestConnection();
  const unsaved = isDirty(draft, view.settings);

  const change = (patch: Partial<OptionsDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof OptionsDraft];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    // Asked here, before any await: the browser shows its prompt only during the click.
    const access = sameOrigin(read.settings.serviceUrl, view.settings.serviceUrl)
      ? Promise.resolve(true)
      : requestServiceAccess(read.settings.serviceUrl);
    save.mutate(
      { settings: read.settings, tokens: read.tokens, access },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved.settings));
          setSavedAt(new Date());
          test.reset();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <ServiceSection
        draft={draft}
        errors={errors}
        tokens={view.tokens}
        removing={removeToken.isPending}
        onChange={change}
        onRemoveToken={(name) => removeToken.mutate(name)}
      />
      <ConnectionSection
        report={test.data}
        error={test.error?.message}
        testing={test.isPending}
        unsaved={unsaved}
        onTest={() => test.mutate()}
      />
      <DefaultsSection draft={draft} errors={errors} onChange={change} />
      <ShortcutsSection />
      <SaveBar
        saving={save.isPending}
        unsaved={unsaved}
        savedAt={savedAt}
        error={
          save.error?.message ??
          removeToken.error?.message ??
          (Object.keys(errors).length > 0 ? 'Fix the marked fields; nothing was saved.' : undefined)
        }
      />
    </form>
  );
}
