import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../i18n';

/** The speech synthesis voice list's language prefix for each language of the app. */
const VOICE_LANG: Readonly<Record<Locale, string>> = { fr: 'fr', en: 'en' };

function synth(): SpeechSynthesis | undefined {
  return typeof globalThis.speechSynthesis === 'object' ? globalThis.speechSynthesis : undefined;
}

function voiceFor(locale: Locale): SpeechSynthesisVoice | undefined {
  const prefix = VOICE_LANG[locale];
  return synth()
    ?.getVoices()
    .find((voice) => voice.lang.toLowerCase().startsWith(prefix));
}

/**
 * Reads a sentence aloud in the app's language. `speak` is undefined where the browser has no voice
 * for it (the button is then hidden): voices often arrive late, announced by `voiceschanged`.
 */
export function useReadAloud(locale: Locale): ((text: string) => void) | undefined {
  const [voice, setVoice] = useState(() => voiceFor(locale));
  useEffect(() => {
    const speech = synth();
    if (!speech) return;
    const update = () => setVoice(voiceFor(locale));
    update();
    speech.addEventListener?.('voiceschanged', update);
    return () => {
      speech.removeEventListener?.('voiceschanged', update);
      speech.cancel();
    };
  }, [locale]);
  const speak = useCallback(
    (text: string) => {
      const speech = synth();
      if (!speech || !voice) return;
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      // A little slower than the default: the listener is learning to read.
      utterance.rate = 0.9;
      speech.speak(utterance);
    },
    [voice],
  );
  return voice ? speak : undefined;
}
