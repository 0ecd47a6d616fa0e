import { registerOutbox } from '@/lib/outbox';
import { registerSettingsHandlers } from '@/lib/settings';
export default defineBackground(() => {
  registerSettingsHandlers();
  registerOutbox();
  console.info('Capture Clipper background started');
});
