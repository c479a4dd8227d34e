import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';

/** What a probe reads from a movie file (tests: the export plays). */
export interface VideoProbe {
  format: string;
  durationS: number;
  videoCodec: string | null;
  width: number;
  height: number;
  frames: number;
  audioCodec: string | null;
}

/** Reads a movie's container, duration, codecs and frame count with mediabunny (pure TypeScript, no ffprobe). */
export async function probeVideo(data: Uint8Array): Promise<VideoProbe> {
  const input = new Input({ source: new BufferSource(data), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  const audio = await input.getPrimaryAudioTrack();
  return {
    format: (await input.getFormat()).name,
    durationS: await input.computeDuration(),
    videoCodec: video?.codec ?? null,
    width: video?.displayWidth ?? 0,
    height: video?.displayHeight ?? 0,
    frames: video ? (await video.computePacketStats()).packetCount : 0,
    audioCodec: audio?.codec ?? null,
  };
}
