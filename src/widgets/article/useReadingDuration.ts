import { useEffect } from 'react'
import { addReadingDuration } from '../../core/api/article.ts'
import { createReadingClock, trackReading } from './reading.ts'

/**
 * Reports reading time for article `id` while it is shown (see reading.ts). The request is sent
 * with `keepalive`, so a report made on pagehide still reaches the server after the page is gone.
 */
export function useReadingDuration(id: number | null): void {
  useEffect(() => {
    if (id === null) return
    const clock = createReadingClock((seconds) => {
      addReadingDuration(id, seconds * 1000, { keepalive: true }).catch(() => {
        // statistics: a lost report is not worth the reader's attention
      })
    })
    return trackReading(clock)
  }, [id])
}
