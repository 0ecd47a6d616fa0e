export default defineBackground(() => {
  console.info('Capture Clipper background started');
});
