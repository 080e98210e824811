import { useEffect, useState } from 'react';

const timeIn = (lang: string) => new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', timeZone: 'America/Toronto' }).format(new Date());

/** The time at our office in Montréal, kept current once hydrated. */
export default function LocalTime({ lang }: { lang: string }) {
  const [time, setTime] = useState(() => timeIn(lang));
  useEffect(() => {
    const timer = setInterval(() => setTime(timeIn(lang)), 30_000);
    return () => clearInterval(timer);
  }, [lang]);
  return <time suppressHydrationWarning>{time}</time>;
}
