import { registerClipping } from '@/lib/clip';
import { registerOutbox } from '@/lib/outbox';
import { registerSettingsHandlers } from '@/lib/settings';
export default defineBackground(() => {
  registerSettingsHandlers();
  registerOutbox();
  registerClipping();
  console.info('Capture Clipper background started');
});
