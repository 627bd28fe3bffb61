// `xiaozhan/elements`: registers every <xz-*> tag at once, for bundler users who want the
// custom elements over their own React. Script-tag users load the lazy loader instead.
import './albums/element.ts'
import './article/element.ts'
import './chat-room/element.ts'
import './comments/element.ts'
import './login/element.ts'
import './notifications/element.ts'
import './search/element.ts'
import './talk/element.ts'
import './timeline/element.ts'
