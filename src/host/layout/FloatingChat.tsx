import { Suspense, useCallback, useRef, useState } from 'react'
import { useIdleAfter } from '../hooks/useIdleAfter.ts'
import { useWellAfterLoad, WELL_AFTER_LOAD_MS } from '../hooks/useWellAfterLoad.ts'
import { ChatLauncher } from './ChatLauncher.tsx'
import { LazyChatRoom, loadChatRoom } from './lazy-widgets.ts'
import { WhenShown } from './WhenShown.tsx'

export interface FloatingChatProps {
  /**
   * ms after the page's load before the room connects unasked, so the unread badge counts what
   * others write (tests shorten it). Before that only the button is here: the room's code, socket
   * and history would otherwise take a phone's main thread and network while the visitor reads.
   */
  connectAfterMs?: number
}

/**
 * The floating chat button of every framed page, once the page is shown and the browser idle.
 * First a light stand-in of the room's own
 * closed button; the room (code, socket, history) follows when the visitor opens it, or well
 * after the page has loaded, and then takes the stand-in's place at the same spot.
 */
export function FloatingChat({ connectAfterMs = WELL_AFTER_LOAD_MS }: FloatingChatProps) {
  // the button itself waits for the browser's first quiet moment after the page
  const idle = useIdleAfter(true)
  const [asked, setAsked] = useState(false)
  const late = useWellAfterLoad(true, connectAfterMs)
  const [mounted, setMounted] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const askedRef = useRef(asked)
  askedRef.current = asked

  const warm = useCallback(() => void loadChatRoom().catch(() => {}), [])
  const open = useCallback(() => setAsked(true), [])
  const onMounted = useCallback(() => {
    setMounted(true)
    // the visitor's click went to the stand-in, now gone: the keyboard follows into the panel
    if (askedRef.current) box.current?.querySelector<HTMLElement>('.xz-chat-panel')?.focus()
  }, [])

  return (
    <div ref={box} className="xz-floating-chat">
      {asked || late ? (
        <Suspense fallback={null}>
          <LazyChatRoom mode="floating" defaultOpen={asked} />
          <WhenShown onShown={onMounted} />
        </Suspense>
      ) : null}
      {mounted || !idle ? null : <ChatLauncher onOpen={open} onWarm={warm} />}
    </div>
  )
}
