/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many ran,
 * so an existing database file is upgraded in place and never rebuilt.
 */
export const migrations: string[] = [
  `
  CREATE TABLE notes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    url_id TEXT NOT NULL UNIQUE,
    url TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('note', 'item')),
    content TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    auto_organize TEXT,
    auto_format TEXT,
    template_id TEXT,
    operation_id TEXT
  );
  CREATE TABLE collections (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX collections_by_title ON collections (title COLLATE NOCASE);
  CREATE TABLE note_collections (
    note_id TEXT NOT NULL REFERENCES notes (id),
    collection_id TEXT NOT NULL REFERENCES collections (id),
    position INTEGER NOT NULL,
    PRIMARY KEY (note_id, collection_id)
  );
  CREATE TABLE chips (
    note_id TEXT NOT NULL REFERENCES notes (id),
    label TEXT NOT NULL,
    url TEXT,
    kind TEXT,
    icon TEXT NOT NULL
  );
  CREATE TABLE operations (
    id TEXT PRIMARY KEY,
    input_kind TEXT NOT NULL,
    instructions TEXT,
    context TEXT,
    timestamp TEXT NOT NULL,
    summary TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE tokens (
    hash TEXT PRIMARY KEY,
    scheme TEXT NOT NULL CHECK (scheme IN ('v2', 'v0')),
    created_at TEXT NOT NULL
  );
  CREATE TABLE usage (
    token_hash TEXT NOT NULL,
    day TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (token_hash, day)
  );
  CREATE TABLE templates (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL
  );
  `,
];
