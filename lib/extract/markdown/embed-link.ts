/**
 * The title that embed snippets carry whatever the video ("YouTube video player", "Vimeo video player"): it names
 * the player, not the video, so the link says what kind of embed it is instead.
 */
const PLAYER_TITLE = /^(?:(?:youtube|vimeo|embedded|video)\s+)*(?:video|player|embed|content|iframe)$/i;

/** A player a page embeds, and the page people would open for what it plays. */
interface Player {
  label: string;
  /** The page to link to, or undefined when the address is not this player's. */
  page: (address: URL, host: string) => string | undefined;
}

const YOUTUBE_HOST = /(^|\.)youtube(-nocookie)?\.com$/;

const PLAYERS: readonly Player[] = [
  {
    // embed/videoseries?list=<id> (or embed?listType=playlist&list=<id>) plays a playlist, not a video "videoseries".
    label: 'YouTube playlist',
    page: (address, host) => {
      const list = address.searchParams.get('list');
      const playlist = /^\/embed\/?(?:videoseries)?$/.test(address.pathname);
      return YOUTUBE_HOST.test(host) && playlist && list ? `https://www.youtube.com/playlist?list=${list}` : undefined;
    },
  },
  {
    label: 'YouTube video',
    page: (address, host) => {
      const id = YOUTUBE_HOST.test(host) && /\/embed\/([\w-]+)/.exec(address.pathname)?.[1];
      return id ? `https://www.youtube.com/watch?v=${id}` : undefined;
    },
  },
  {
    label: 'Vimeo video',
    page: (address, host) => {
      const id = host === 'player.vimeo.com' && /\/video\/(\d+)/.exec(address.pathname)?.[1];
      return id ? `https://vimeo.com/${id}` : undefined;
    },
  },
  {
    label: 'Post on X',
    page: (address, host) => {
      if (!/(^|\.)(twitter|x)\.com$/.test(host)) return undefined;
      const id = address.searchParams.get('id') ?? '';
      return /^\d+$/.test(id) ? `https://x.com/i/status/${id}` : address.href;
    },
  },
  {
    // open.spotify.com/embed/track/<id> plays the track at open.spotify.com/track/<id>; likewise albums, episodes…
    label: 'Spotify',
    page: (address, host) => {
      const path = host === 'open.spotify.com' && /^\/embed(\/[a-z]+\/\w+)/.exec(address.pathname)?.[1];
      return path ? `https://open.spotify.com${path}` : undefined;
    },
  },
  {
    label: 'SoundCloud',
    page: (address, host) => {
      const track = host === 'w.soundcloud.com' ? address.searchParams.get('url') : null;
      return track && /^https:\/\/(api\.)?soundcloud\.com\//.test(track) ? track : undefined;
    },
  },
  {
    label: 'CodePen',
    page: (address, host) => {
      const pen = host === 'codepen.io' && /^\/([\w-]+)\/embed\/(?:preview\/)?(\w+)/.exec(address.pathname);
      return pen ? `https://codepen.io/${pen[1]}/pen/${pen[2]}` : undefined;
    },
  },
  {
    label: 'Loom video',
    page: (address, host) => {
      const id = host === 'loom.com' && /^\/embed\/(\w+)/.exec(address.pathname)?.[1];
      return id ? `https://www.loom.com/share/${id}` : undefined;
    },
  },
  {
    // The iframe Instagram's embed script puts in place of its blockquote: instagram.com/p/<id>/embed/captioned/.
    label: 'Instagram post',
    page: (address, host) => {
      const post = host === 'instagram.com' && /^\/(p|reel|tv)\/([\w-]+)\/embed/.exec(address.pathname);
      return post ? `https://www.instagram.com/${post[1]}/${post[2]}/` : undefined;
    },
  },
  appleEmbed('podcasts', 'Apple Podcasts'),
  appleEmbed('music', 'Apple Music'),
  {
    label: 'Google Map',
    page: (address, host) =>
      host === 'google.com' && address.pathname.startsWith('/maps/embed') ? address.href : undefined,
  },
  {
    // The iframe Flourish's embed script makes (flo.uri.sh/visualisation/<id>/embed) shows its public page.
    label: 'Flourish chart',
    page: (address, host) => {
      const chart = host === 'flo.uri.sh' && /^\/(visualisation|story)\/(\d+)/.exec(address.pathname);
      return chart ? `https://public.flourish.studio/${chart[1]}/${chart[2]}/` : undefined;
    },
  },
];

/**
 * The embeds Readability may keep, as its `allowedVideoRegex`: its own list of video sites, the players above, and
 * the charts and maps news pages embed (Datawrapper, Flourish, Google Maps). It removes every other embed, and a long
 * article read by it alone lost its charts without a trace. Ads and trackers, also iframes, stay out.
 */
export const CONTENT_EMBEDS =
  /\/\/(?:www\.)?(?:(?:dailymotion|youtube|youtube-nocookie|player\.vimeo|v\.qq|bilibili|live\.bilibili|open\.spotify|w\.soundcloud|codepen|loom|instagram|platform\.twitter|embed\.podcasts\.apple|embed\.music\.apple)\.com\/|(?:archive|upload\.wikimedia)\.org\/|player\.twitch\.tv\/|datawrapper\.dwcdn\.net\/|flo\.uri\.sh\/|google\.com\/maps\/embed)/i;

/** embed.podcasts.apple.com/… and embed.music.apple.com/… show the page at the same path without "embed.". */
function appleEmbed(service: string, label: string): Player {
  return {
    label,
    page: (address, host) =>
      host === `embed.${service}.apple.com` ? `https://${service}.apple.com${address.pathname}` : undefined,
  };
}

/** Embedded players and posts become a link to the page people would open: the watch page, the post, the track. */
export function embedLink(tag: string, src: string, title: string | null): { label: string; url: string } {
  let url = src;
  let label = tag === 'audio' ? 'Audio' : tag === 'video' ? 'Video' : 'Embedded content';
  try {
    const address = new URL(src);
    const host = address.hostname.replace(/^www\./, '');
    const player = PLAYERS.map((candidate) => ({ candidate, page: candidate.page(address, host) })).find(
      (found) => found.page,
    );
    if (player?.page) {
      url = player.page;
      label = player.candidate.label;
    } else {
      label = `${label} from ${host}`;
    }
  } catch {
    // Not a URL we can read: keep it as it is.
  }
  const named = title?.trim() && !PLAYER_TITLE.test(title.trim()) ? title.trim() : label;
  return { label: named.replace(/([[\]])/g, '\\$1'), url };
}
