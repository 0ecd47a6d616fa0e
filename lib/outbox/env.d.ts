interface ImportMetaEnv {
  /** True in the E2E build (CLIPPER_E2E=1, see wxt.config.ts). */
  readonly CLIPPER_E2E?: boolean;
}
