/**
 * The title that embed snippets carry whatever the video ("YouTube video player", "Vimeo video player"): it names
 * the player, not the video, so the link says what kind of embed it is instead.
 */
const PLAYER_TITLE = /^(?:(?:youtube|vimeo|embedded|video)\s+)*(?:video|player|embed|content|iframe)$/i;

/** Embedded players and posts become a link to the page people would open: the watch page, the post. */
export function embedLink(tag: string, src: string, title: string | null): { label: string; url: string } {
  let url = src;
  let label = tag === 'audio' ? 'Audio' : tag === 'video' ? 'Video' : 'Embedded content';
  try {
    const parsed = new URL(src);
    const host = parsed.hostname.replace(/^www\./, '');
    const youtube = /(^|\.)youtube(-nocookie)?\.com$/.test(host) && /\/embed\/([\w-]+)/.exec(parsed.pathname);
    const vimeo = host === 'player.vimeo.com' && /\/video\/(\d+)/.exec(parsed.pathname);
    const tweet = /(^|\.)(twitter|x)\.com$/.test(host) && (parsed.searchParams.get('id') ?? '');
    if (youtube) {
      url = `https://www.youtube.com/watch?v=${youtube[1]}`;
      label = 'YouTube video';
    } else if (vimeo) {
      url = `https://vimeo.com/${vimeo[1]}`;
      label = 'Vimeo video';
    } else if (tweet !== false) {
      if (/^\d+$/.test(tweet)) url = `https://x.com/i/status/${tweet}`;
      label = 'Post on X';
    } else {
      label = `${label} from ${host}`;
    }
  } catch {
    // Not a URL we can read: keep it as it is.
  }
  const named = title?.trim() && !PLAYER_TITLE.test(title.trim()) ? title.trim() : label;
  return { label: named.replace(/([[\]])/g, '\\$1'), url };
}
