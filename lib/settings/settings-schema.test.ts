import { describe, expect, it } from 'vitest';
import { defaultSettings, serviceUrlProblem, settingsSchema, tokensUpdateSchema } from './settings-schema';

describe('the service URL', () => {
  it('accepts any https:// URL', () => {
    expect(serviceUrlProblem('https://notes.example.com')).toBeUndefined();
    expect(serviceUrlProblem('https://notes.example.com:8443/api/')).toBeUndefined();
  });

  it('accepts plain http:// on loopback, where the reference service runs', () => {
    expect(serviceUrlProblem('http://127.0.0.1:8787')).toBeUndefined();
    expect(serviceUrlProblem('http://localhost:8787')).toBeUndefined();
    expect(serviceUrlProblem('http://[::1]:8787')).toBeUndefined();
  });

  it('rejects a plain-http URL that is not loopback, saying what is allowed', () => {
    expect(serviceUrlProblem('http://notes.example.com')).toMatch(/Use https:\/\/.*127\.0\.0\.1 or localhost/);
    expect(serviceUrlProblem('http://192.168.1.20:8787')).toMatch(/Use https:\/\//);
  });

  it('rejects garbage and other schemes', () => {
    expect(serviceUrlProblem('notes.example.com')).toMatch(/full URL/);
    expect(serviceUrlProblem('')).toMatch(/full URL/);
    expect(serviceUrlProblem('ftp://notes.example.com')).toMatch(/must start with https/);
  });

  it('refuses settings with a bad URL with the field message', () => {
    const result = settingsSchema.safeParse({ ...defaultSettings, serviceUrl: 'http://notes.example.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['serviceUrl']);
    expect(result.error?.issues[0]?.message).toMatch(/Use https:\/\//);
  });
});

describe('the settings', () => {
  it('default to the reference service on 127.0.0.1:8787, capturing, with auto-format and auto-organize on', () => {
    expect(settingsSchema.parse(defaultSettings)).toEqual({
      serviceUrl: 'http://127.0.0.1:8787',
      defaultAction: 'capture',
      defaultInstructions: '',
      defaultCollections: [],
      defaultTemplate: '',
      autoFormat: true,
      autoOrganize: true,
    });
  });

  it('take custom instructions in place of on/off for auto-format and auto-organize', () => {
    const custom = { ...defaultSettings, autoFormat: 'Use bullet lists', autoOrganize: false };
    expect(settingsSchema.parse(custom)).toEqual(custom);
  });

  it('refuse an unknown default action and an empty collection name', () => {
    expect(settingsSchema.safeParse({ ...defaultSettings, defaultAction: 'delete' }).success).toBe(false);
    expect(settingsSchema.safeParse({ ...defaultSettings, defaultCollections: [''] }).success).toBe(false);
  });
});

describe('a tokens update', () => {
  it('sets with a string, removes with null, keeps what it leaves out', () => {
    expect(tokensUpdateSchema.parse({ v2: '  abc  ', v0: null })).toEqual({ v2: 'abc', v0: null });
    expect(tokensUpdateSchema.parse({})).toEqual({});
  });

  it('refuses a blank token and unknown keys', () => {
    expect(tokensUpdateSchema.safeParse({ v2: '   ' }).error?.issues[0]?.message).toMatch(/API token \(v2\)/);
    expect(tokensUpdateSchema.safeParse({ v3: 'abc' }).success).toBe(false);
  });
});
