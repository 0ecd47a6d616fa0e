import { defineConfig } from 'wxt';
import { minifyInjectedScripts } from './scripts/minify-injected-scripts';

// The E2E build (CLIPPER_E2E=1) differs from the store build in one way only:
// it may script pages on 127.0.0.1, because tests cannot grant `activeTab`.
const e2e = process.env.CLIPPER_E2E === '1';

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  outDir: e2e ? '.output/e2e' : '.output',
  // Test hooks (e.g. the outbox's `globalThis.__clipper`) exist only where this is true.
  vite: () => ({
    define: { 'import.meta.env.CLIPPER_E2E': JSON.stringify(e2e) },
    plugins: [minifyInjectedScripts()],
  }),
  manifest: ({ browser }) => ({
    name: 'Capture Clipper',
    description: 'Clip what you are reading — a page, a selection, a link — into your note service, in one click.',
    permissions: ['activeTab', 'scripting', 'storage', 'unlimitedStorage', 'contextMenus', 'notifications', 'alarms'],
    host_permissions: e2e ? ['http://127.0.0.1/*'] : ['http://127.0.0.1:8787/*'],
    optional_host_permissions: ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*', 'http://[::1]/*'],
    action: { default_title: 'Capture Clipper' },
    commands: {
      _execute_action: {
        // Alt+Shift+C is taken by Chromium itself: the suggestion would be silently dropped.
        suggested_key: { default: 'Alt+Shift+K', mac: 'Alt+Shift+K' },
        description: 'Open Capture Clipper',
      },
      'quick-capture': {
        suggested_key: { default: 'Alt+Shift+S', mac: 'Alt+Shift+S' },
        description: 'Capture the selection (or the page) without opening the popup',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'capture-clipper@capture-clipper.dev',
              strict_min_version: '115.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
  zip: { excludeSources: ['**/*.log', 'test-results/**', 'playwright-report/**', 'data/**'] },
});
