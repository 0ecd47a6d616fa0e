import './outbox.css';

export { ClippedBeforeWarning } from './ClippedBeforeWarning';
export { HistoryView } from './HistoryView';
export { useClipsOfUrl, useHistory, useOutbox, useOutboxActions } from './hooks';
export { OutboxView } from './OutboxView';
