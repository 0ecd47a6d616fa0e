export default defineUnlistedScript(() => {
  return { url: location.href, title: document.title };
});
