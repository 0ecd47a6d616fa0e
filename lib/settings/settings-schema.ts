import { z } from 'zod';

export const DEFAULT_SERVICE_URL = 'http://127.0.0.1:8787';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `https://` anywhere; plain `http://` only on loopback, where the reference service runs. */
export function serviceUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full URL, such as https://notes.example.com.';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  if (url.protocol === 'http:')
    return 'Use https:// — plain http:// is allowed only for a service on this computer (127.0.0.1 or localhost).';
  return 'The service URL must start with https://.';
}

export const serviceUrlSchema = z.string().superRefine((value, ctx) => {
  const problem = serviceUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const clipActionSchema = z.enum(['capture', 'create-note']);

/** `true`/`false`, or custom instructions for the service (spec 4.1). */
export const switchOrInstructionsSchema = z.union([z.boolean(), z.string().min(1)]);

/** Everything the user sets on the options page except the tokens. */
export const settingsSchema = z.object({
  serviceUrl: serviceUrlSchema,
  defaultAction: clipActionSchema,
  defaultInstructions: z.string(),
  defaultCollections: z.array(z.string().min(1)),
  defaultTemplate: z.string(),
  autoFormat: switchOrInstructionsSchema,
  autoOrganize: switchOrInstructionsSchema,
});

export const defaultSettings: Settings = {
  serviceUrl: DEFAULT_SERVICE_URL,
  defaultAction: 'capture',
  defaultInstructions: '',
  defaultCollections: [],
  defaultTemplate: '',
  autoFormat: true,
  autoOrganize: true,
};

/** Tokens live apart from settings: only the background reads them. */
export const tokensSchema = z.object({
  v2: z.string().trim().optional(),
  v0: z.string().trim().optional(),
  /**
   * The service origin the tokens were saved for (stored shape v2). They are sent to no other origin: after the
   * service URL changes, the user pastes them again. Absent only when something wrote the item without it
   * (tests); such tokens follow the configured service.
   */
  origin: z.string().optional(),
});

/** `https://notes.example.com` from a service URL; undefined when it is not a URL. */
export function serviceOrigin(serviceUrl: string): string | undefined {
  try {
    return new URL(serviceUrl).origin;
  } catch {
    return undefined;
  }
}

/**
 * What the options page sends to change tokens: a string sets a token, `null` removes it, an absent key
 * keeps the saved one (the page never sees saved tokens, so it cannot send them back).
 */
export const tokensUpdateSchema = z.strictObject({
  v2: z.string().trim().min(1, 'Paste the API token (v2), or remove it.').nullable().optional(),
  v0: z.string().trim().min(1, 'Paste the API token (v0), or remove it.').nullable().optional(),
});

export type TokenName = 'v2' | 'v0';
export type TokensUpdate = z.infer<typeof tokensUpdateSchema>;
export type ClipAction = z.infer<typeof clipActionSchema>;
export type Settings = z.infer<typeof settingsSchema>;
export type Tokens = z.infer<typeof tokensSchema>;
