import { settingsItem } from '../storage';
import { defaultSettings, type Settings, settingsSchema } from './settings-schema';

/**
 * The saved settings. A field that no longer passes the schema (hand-edited storage, a field written by a
 * newer build) falls back to its default instead of breaking every clip.
 */
export async function loadSettings(): Promise<Settings> {
  return repairSettings(await settingsItem.getValue());
}

/** Validates at the door: throws with the first invalid field's message, and then saves nothing. */
export async function saveSettings(input: unknown): Promise<Settings> {
  const parsed = settingsSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'The settings are not valid.');
  await settingsItem.setValue(parsed.data);
  return parsed.data;
}

export function repairSettings(stored: unknown): Settings {
  const whole = settingsSchema.safeParse(stored);
  if (whole.success) return whole.data;
  const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const repaired: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(settingsSchema.shape)) {
    const value = field.safeParse(record[key]);
    repaired[key] = value.success ? value.data : defaultSettings[key as keyof Settings];
  }
  return repaired as Settings;
}
