import { defineElement } from '../element/define.ts'
import { type ElementMeta, rootPart } from '../element/meta.ts'
import { MESSAGE_BOARD_CSS, MessageBoard } from './MessageBoard.tsx'

export const meta: ElementMeta = {
  tag: 'xz-message-board',
  component: 'MessageBoard',
  description:
    '留言板：热门标签筛选、瀑布流便签（作者自选的颜色、字号与粗细）、滚动加载、点赞；写留言（游客也可以，带实时预览）；留言详情与评论，作者可编辑、删除',
  attributes: [
    {
      name: 'view',
      type: 'string',
      description:
        '打开时的界面：list（留言板）、mine（登录用户自己的留言）、publish（写留言）、detail（留言详情）',
      default: 'list',
    },
    { name: 'message-id', type: 'number', description: 'detail 显示的留言；publish 时表示编辑这条留言' },
    { name: 'page-size', type: 'number', description: '每页条数（最多 50）；留言板默认 12，mine 默认 10' },
    { name: 'chat-path', type: 'string', description: '设置后留言板上出现“聊天室”按钮，点击前往这个地址' },
  ],
  events: [
    {
      name: 'xz-navigate',
      description:
        '读者要换一个界面（打开留言、写留言、返回留言板、聊天室）。可取消：调用 preventDefault() 后由页面自行路由（改 view / message-id 属性），否则组件就地切换（聊天室则跳转）',
      detail: 'string（小站中该界面的路径，如 /message/detail?id=3）',
      cancelable: true,
    },
  ],
  parts: [
    rootPart('board'),
    { name: 'tags', description: '热门标签筛选栏' },
    { name: 'note', description: '一张留言便签' },
    { name: 'comments', description: '留言详情下的评论区' },
  ],
}

/** `<xz-message-board>`: defined on import. */
export const MessageBoardElement = defineElement(meta, MessageBoard, { css: MESSAGE_BOARD_CSS })
