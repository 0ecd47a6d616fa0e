import { registerSettingsHandlers } from '@/lib/settings';
export default defineBackground(() => {
  registerSettingsHandlers();
  console.info('Capture Clipper background started');
});
