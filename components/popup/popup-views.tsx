import type { ReactNode } from 'react';
import { HistoryView, OutboxView } from '@/components/outbox';
import { ClipView } from './ClipView';
import type { PopupTab } from './TabBar';

export interface PopupView extends PopupTab {
  render(): ReactNode;
}

/** The popup's views, in tab order. Other capabilities add theirs here (the outbox: Outbox, History). */
export const popupViews: PopupView[] = [
  { id: 'clip', label: 'Clip', render: () => <ClipView /> },
  { id: 'outbox', label: 'Outbox', render: () => <OutboxView /> },
  { id: 'history', label: 'History', render: () => <HistoryView /> },
];
