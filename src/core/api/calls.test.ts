import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configure, resetConfig } from '../config/index.ts'
import { envelope, hangingFetch, stubFetch } from '../testing/fetch-stub.ts'
import * as api from './index.ts'

let stub: ReturnType<typeof stubFetch>
beforeEach(() => {
  stub = stubFetch(() => envelope({ ok: true }))
  configure({ apiBase: 'http://api.test', fetch: stub.fetch })
})
afterEach(() => resetConfig())

type Row = [name: string, call: () => Promise<unknown>, method: string, path: string, body?: unknown]

/** A row whose call is given the very body it must send. */
const sends = <B>(
  name: string,
  call: (body: B) => Promise<unknown>,
  method: string,
  path: string,
  body: B,
): Row => [name, () => call(body), method, path, body]

const page = { current: 2, size: 10 }
const article = { article_title: 't', article_content: 'c', category: { category_name: '前端' }, tagList: [] }

// docs/api.md §7–§20, table by table: every call, its method, its path and its body.
const rows: Row[] = [
  // users
  sends('register', api.register, 'POST', '/api/user/register', {
    username: 'xiaoming',
    password: 'abc12345',
    nick_name: '小明',
  }),
  sends('login', api.login, 'POST', '/api/user/login', {
    username: 'xiaoming',
    password: 'abc12345',
    remember: true,
  }),
  ['logout', () => api.logout(), 'POST', '/api/user/logout'],
  ['getUserInfoById', () => api.getUserInfoById(3), 'GET', '/api/user/getUserInfoById/3'],
  sends('updateOwnUserInfo', api.updateOwnUserInfo, 'PUT', '/api/user/updateOwnUserInfo', {
    nick_name: '新名字',
  }),
  sends('updatePassword', api.updatePassword, 'PUT', '/api/user/updatePassword', {
    password: 'a',
    password1: 'b',
    password2: 'b',
  }),
  // articles
  [
    'blogHomeGetArticleList',
    () => api.blogHomeGetArticleList(1, 10),
    'GET',
    '/api/article/blogHomeGetArticleList/1/10',
  ],
  [
    'blogTimelineGetArticleList',
    () => api.blogTimelineGetArticleList(2, 20),
    'GET',
    '/api/article/blogTimelineGetArticleList/2/20',
  ],
  sends('getArticleListByTagId', api.getArticleListByTagId, 'POST', '/api/article/getArticleListByTagId', {
    id: 4,
    ...page,
  }),
  sends(
    'getArticleListByCategoryId',
    api.getArticleListByCategoryId,
    'POST',
    '/api/article/getArticleListByCategoryId',
    { id: 5, ...page },
  ),
  ['getArticleById', () => api.getArticleById(7), 'GET', '/api/article/getArticleById/7'],
  [
    'getArticleWithHtmlById',
    () => api.getArticleWithHtmlById(7),
    'GET',
    '/api/article/getArticleById/7?render=html',
  ],
  [
    'getRecommendArticleById',
    () => api.getRecommendArticleById(7),
    'GET',
    '/api/article/getRecommendArticleById/7',
  ],
  ['getHotArticle', () => api.getHotArticle(), 'GET', '/api/article/getHotArticle'],
  [
    'getArticleListByContent',
    () => api.getArticleListByContent('vue'),
    'GET',
    '/api/article/getArticleListByContent/vue',
  ],
  ['likeArticle', () => api.likeArticle(7), 'PUT', '/api/article/like/7'],
  ['cancelLikeArticle', () => api.cancelLikeArticle(7), 'PUT', '/api/article/cancelLike/7'],
  [
    'addReadingDuration',
    () => api.addReadingDuration(7, 61_600.4),
    'PUT',
    '/api/article/addReadingDuration/7/61600',
  ],
  ['addArticle', () => api.addArticle(article), 'POST', '/api/article/add', article],
  sends('updateArticle', api.updateArticle, 'PUT', '/api/article/update', { id: 7, ...article }),
  ['deleteArticle', () => api.deleteArticle(7), 'DELETE', '/api/article/delete/7'],
  ['updateArticleTop', () => api.updateArticleTop(7, 1), 'PUT', '/api/article/updateTop/7/1'],
  // categories and tags
  ['getCategoryDictionary', () => api.getCategoryDictionary(), 'GET', '/api/category/getCategoryDictionary'],
  ['getTagDictionary', () => api.getTagDictionary(), 'GET', '/api/tag/getTagDictionary'],
  sends('addCategory', api.addCategory, 'POST', '/api/category/add', { category_name: '后端' }),
  sends('updateCategory', api.updateCategory, 'PUT', '/api/category/update', {
    id: 1,
    category_name: '后端',
  }),
  ['deleteCategory', () => api.deleteCategory(1), 'DELETE', '/api/category/delete/1'],
  ['addTag', () => api.addTag({ tag_name: 'ts' }), 'POST', '/api/tag/add', { tag_name: 'ts' }],
  sends('updateTag', api.updateTag, 'PUT', '/api/tag/update', { id: 2, tag_name: 'ts' }),
  ['deleteTag', () => api.deleteTag(2), 'DELETE', '/api/tag/delete/2'],
  // comments
  sends('addComment', api.addComment, 'POST', '/api/comment/add', { type: 1, for_id: 7, content: '好文' }),
  sends('applyComment', api.applyComment, 'POST', '/api/comment/apply', {
    type: 2,
    for_id: 7,
    parent_id: 3,
    to_id: 9,
    content: '同意',
  }),
  sends('frontGetParentComment', api.frontGetParentComment, 'POST', '/api/comment/frontGetParentComment', {
    type: 1,
    for_id: 7,
    order: 'hot',
    ...page,
  }),
  sends(
    'frontGetChildrenComment',
    api.frontGetChildrenComment,
    'POST',
    '/api/comment/frontGetChildrenComment',
    { type: 1, for_id: 7, parent_id: 3, ...page },
  ),
  sends('getCommentTotal', api.getCommentTotal, 'POST', '/api/comment/getCommentTotal', {
    type: 3,
    for_id: 8,
  }),
  ['thumbUpComment', () => api.thumbUpComment(3), 'PUT', '/api/comment/thumbUp/3'],
  ['cancelCommentLike', () => api.cancelCommentLike(3), 'PUT', '/api/comment/cancelCommentLike/3'],
  ['deleteComment', () => api.deleteComment(3), 'DELETE', '/api/comment/delete/3'],
  // talk
  ['blogGetTalkList', () => api.blogGetTalkList(page), 'POST', '/api/talk/blogGetTalkList', page],
  ['getTalkById', () => api.getTalkById(5), 'GET', '/api/talk/getTalkById/5'],
  ['likeTalk', () => api.likeTalk(5), 'PUT', '/api/talk/like/5'],
  ['cancelLikeTalk', () => api.cancelLikeTalk(5), 'PUT', '/api/talk/cancelLike/5'],
  sends('publishTalk', api.publishTalk, 'POST', '/api/talk/publishTalk', { content: '今天天气不错' }),
  sends('updateTalk', api.updateTalk, 'PUT', '/api/talk/updateTalk', { id: 5, content: 'x' }),
  ['deleteTalkById', () => api.deleteTalkById(5), 'DELETE', '/api/talk/deleteTalkById/5'],
  ['toggleTalkTop', () => api.toggleTalkTop(5), 'PUT', '/api/talk/toggleTop/5'],
  // albums
  ['getAllAlbumList', () => api.getAllAlbumList(), 'GET', '/api/photoAlbum/getAllAlbumList'],
  ['getAllPhotosByAlbumId', () => api.getAllPhotosByAlbumId(2), 'GET', '/api/photo/getAllPhotosByAlbumId/2'],
  sends('addAlbum', api.addAlbum, 'POST', '/api/photoAlbum/add', {
    album_name: '旅行',
    album_cover: '/c.jpg',
  }),
  sends('updateAlbum', api.updateAlbum, 'PUT', '/api/photoAlbum/update', {
    id: 2,
    album_name: '旅行',
    album_cover: '/c.jpg',
  }),
  ['deleteAlbum', () => api.deleteAlbum(2), 'DELETE', '/api/photoAlbum/delete/2'],
  sends('addPhotos', api.addPhotos, 'POST', '/api/photo/add', { album_id: 2, urls: ['/uploads/a.jpg'] }),
  ['deletePhoto', () => api.deletePhoto(9), 'DELETE', '/api/photo/delete/9'],
  // links
  ['getLinksList', () => api.getLinksList(page), 'POST', '/api/links/getLinksList', page],
  sends('addLink', api.addLink, 'POST', '/api/links/add', {
    site_name: 's',
    site_desc: 'd',
    site_avatar: 'a',
    url: 'https://s',
  }),
  sends('frontUpdateLink', api.frontUpdateLink, 'PUT', '/api/links/frontUpdate', {
    id: 1,
    site_name: 's',
    site_desc: 'd',
    site_avatar: 'a',
    url: 'https://s',
  }),
  ['approveLink', () => api.approveLink(1), 'PUT', '/api/links/approve/1'],
  ['deleteLink', () => api.deleteLink(1), 'DELETE', '/api/links/delete/1'],
  // message board
  sends('getMessageList', api.getMessageList, 'POST', '/api/message/getMessageList', {
    ...page,
    tag: '生活',
  }),
  ['getHotTagList', () => api.getHotTagList(), 'GET', '/api/message/getHotTagList'],
  ['getMessageById', () => api.getMessageById(6), 'GET', '/api/message/getMessageById/6'],
  sends('addMessage', api.addMessage, 'POST', '/api/message/add', { message: '你好', color: '#fff' }),
  sends('updateMessage', api.updateMessage, 'PUT', '/api/message/update', { id: 6, message: '改' }),
  ['deleteMessage', () => api.deleteMessage(6), 'DELETE', '/api/message/delete/6'],
  ['likeMessage', () => api.likeMessage(6), 'PUT', '/api/message/like/6'],
  ['cancelLikeMessage', () => api.cancelLikeMessage(6), 'PUT', '/api/message/cancelLike/6'],
  // notifications
  sends('getNotifyList', api.getNotifyList, 'POST', '/api/notify/getNotifyList', {
    current: 1,
    size: 10,
    userId: 3,
  }),
  ['updateNotify', () => api.updateNotify(11), 'PUT', '/api/notify/update/11'],
  ['deleteNotify', () => api.deleteNotify(11), 'PUT', '/api/notify/delete/11'],
  // site
  ['getStatistic', () => api.getStatistic(), 'GET', '/api/statistic'],
  ['getSiteConfig', () => api.getSiteConfig(), 'GET', '/api/config'],
  ['addView', () => api.addView(), 'PUT', '/api/config/addView'],
  ['getAllPageHeader', () => api.getAllPageHeader(), 'GET', '/api/pageHeader/getAll'],
  ['getResources', () => api.getResources(), 'GET', '/api/resources'],
  ['getSiteList', () => api.getSiteList(), 'GET', '/api/siteList'],
  ['getLocalQuote', () => api.getLocalQuote(), 'GET', '/api/quote'],
  // chat over HTTP
  sends('getChatList', api.getChatList, 'POST', '/api/chat/getChatList', { size: 10, last_id: 40 }),
  ['deleteChatOne', () => api.deleteChatOne(40), 'DELETE', '/api/chat/deleteOne/40'],
  ['clearChat', () => api.clearChat(), 'POST', '/api/chat/delete'],
]

const deskPage = { current: 1, size: 20 }

// docs/desk-api.md, route by route: every call, its method, its path and its body.
const deskRows: Row[] = [
  ['getDeskOverview', () => api.getDeskOverview(), 'GET', '/api/desk/overview'],
  sends('getDeskArticles', api.getDeskArticles, 'POST', '/api/desk/articles', {
    ...deskPage,
    keyword: '草稿',
    status: 3,
    category_id: 2,
    tag_id: 5,
  }),
  ['getDeskArticle', () => api.getDeskArticle(9), 'GET', '/api/desk/articles/9'],
  ['getDeskTalks', () => api.getDeskTalks(deskPage), 'POST', '/api/desk/talks', deskPage],
  sends('getDeskComments', api.getDeskComments, 'POST', '/api/desk/comments', {
    ...deskPage,
    type: 1,
    for_id: 4,
  }),
  sends('getDeskChat', api.getDeskChat, 'POST', '/api/desk/chat', { ...deskPage, keyword: '你好' }),
  sends('getAdminLinks', api.getAdminLinks, 'POST', '/api/links/adminList', { ...deskPage, status: 1 }),
  sends('updateDeskLink', api.updateDeskLink, 'PUT', '/api/desk/links/update', {
    id: 3,
    site_name: '小站',
    url: 'https://a.example/',
  }),
  [
    'rejectDeskLink',
    () => api.rejectDeskLink(3, { reason: '打不开' }),
    'PUT',
    '/api/desk/links/reject/3',
    { reason: '打不开' },
  ],
  sends('getDeskUsers', api.getDeskUsers, 'POST', '/api/desk/users', { ...deskPage, keyword: 'ming' }),
  [
    'setDeskUserDisabled',
    () => api.setDeskUserDisabled(7, true),
    'PUT',
    '/api/desk/users/disable/7',
    { disabled: true },
  ],
  ['setDeskUserRole', () => api.setDeskUserRole(7, 1), 'PUT', '/api/desk/users/role/7', { role: 1 }],
  sends('updateSiteConfig', api.updateSiteConfig, 'PUT', '/api/config/update', { blog_name: '小站' }),
  sends('setDeskPageHeader', api.setDeskPageHeader, 'PUT', '/api/desk/pageHeader', {
    route_name: 'Home',
    bg_url: '/uploads/a.jpg',
  }),
  sends('setDeskGlobe', api.setDeskGlobe, 'PUT', '/api/desk/globe', {
    points: [{ lat: 1, lng: 2, label: '北京' }],
  }),
  ['getDeskTerms', () => api.getDeskTerms('tag'), 'GET', '/api/desk/terms/tag'],
  [
    'mergeDeskTerms',
    () => api.mergeDeskTerms('category', { from: 2, into: 1 }),
    'POST',
    '/api/desk/terms/category/merge',
    { from: 2, into: 1 },
  ],
  ['deleteDeskTerm', () => api.deleteDeskTerm('category', 2), 'DELETE', '/api/desk/terms/category/2'],
  [
    'setDeskPhotoOrder',
    () => api.setDeskPhotoOrder(4, [3, 1, 2]),
    'PUT',
    '/api/desk/photos/order',
    { album_id: 4, ids: [3, 1, 2] },
  ],
  ['getDeskSites', () => api.getDeskSites(), 'GET', '/api/desk/sites'],
  sends('addDeskSite', api.addDeskSite, 'POST', '/api/desk/sites', {
    origin: 'https://a.example',
    name: '甲',
  }),
  ['removeDeskSite', () => api.removeDeskSite(2), 'DELETE', '/api/desk/sites/2'],
  sends('getDeskPages', api.getDeskPages, 'POST', '/api/desk/pages', {
    ...deskPage,
    site: 'https://a.example',
    keyword: '/posts/',
  }),
  ['getDeskPageSites', () => api.getDeskPageSites(), 'GET', '/api/desk/pages/sites'],
  sends('moveDeskPage', api.moveDeskPage, 'POST', '/api/desk/pages/move', { id: 3, path: '/new/' }),
  sends('mergeDeskPage', api.mergeDeskPage, 'POST', '/api/desk/pages/merge', { id: 3, into: '/b/' }),
  [
    'getDeskPageComments',
    () => api.getDeskPageComments(3, deskPage),
    'POST',
    '/api/desk/comments',
    { ...deskPage, type: 4, for_id: 3 },
  ],
]

describe('every call of docs/api.md', () => {
  it.each([...rows, ...deskRows])('%s → %s %s', async (_, call, method, path, body) => {
    await call()
    expect(stub.calls).toHaveLength(1)
    expect(stub.last.method).toBe(method)
    expect(stub.last.path).toBe(path)
    if (body === undefined) expect(stub.last.bodyText).toBe('')
    else expect(stub.last.json()).toEqual(body)
  })

  it('resolves with the envelope result', async () => {
    stub.setReply(() => envelope({ token: 't', id: 1, username: 'u', role: 2 }))
    await expect(api.login({ username: 'u', password: 'p' })).resolves.toEqual({
      token: 't',
      id: 1,
      username: 'u',
      role: 2,
    })
  })

  it('a desk call made by a non-admin rejects with the server message', async () => {
    stub.setReply(
      () => new Response(JSON.stringify({ code: 403, message: '权限不足', result: null }), { status: 403 }),
    )
    await expect(api.getDeskOverview()).rejects.toMatchObject({ status: 403, message: '权限不足' })
  })

  it('delete-style calls resolve to undefined whatever the server returns', async () => {
    await expect(api.deleteComment(1)).resolves.toBeUndefined()
  })

  it('getGlobeConfig reads /config/config.json without the /api prefix', async () => {
    stub.setReply(() => new Response(JSON.stringify({ points: [{ lat: 1, lng: 2, label: '北京' }] })))
    await expect(api.getGlobeConfig()).resolves.toEqual({ points: [{ lat: 1, lng: 2, label: '北京' }] })
    expect(stub.last.path).toBe('/config/config.json')
  })
})

describe('path parameters are encoded', () => {
  it.each([
    ['中文', '/api/article/getArticleListByContent/%E4%B8%AD%E6%96%87'],
    ['a/b', '/api/article/getArticleListByContent/a%2Fb'],
    ['what?x=1#top', '/api/article/getArticleListByContent/what%3Fx%3D1%23top'],
    ['100%', '/api/article/getArticleListByContent/100%25'],
    ['../user', '/api/article/getArticleListByContent/..%2Fuser'],
    ['c++ & go', '/api/article/getArticleListByContent/c%2B%2B%20%26%20go'],
  ])('search text %j', async (text, path) => {
    await api.getArticleListByContent(text)
    expect(stub.last.path).toBe(path)
  })

  it('a search can be cancelled through its signal', async () => {
    configure({ fetch: hangingFetch })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 0)
    await expect(api.getArticleListByContent('x', { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    })
  })
})

describe('the desk’s comment import', () => {
  it('sends the file itself as the body, the options in the query', async () => {
    const file = new Blob(['[{"id":"1"}]'], { type: 'application/json' })
    await api.importDeskComments(file, { site: 'https://old.example.com', dryRun: true })
    expect(stub.last.method).toBe('POST')
    expect(stub.last.path).toBe('/api/desk/import/comments?site=https%3A%2F%2Fold.example.com&dry_run=1')
    expect(stub.last.bodyText).toBe('[{"id":"1"}]')
    // the file's own type, as the browser names it; the server reads any body as the file
    expect(stub.last.request.headers.get('content-type')).toBe('application/json')
  })

  it('without options, a bare path', async () => {
    await api.importDeskComments(new Blob(['x']))
    expect(stub.last.path).toBe('/api/desk/import/comments')
  })
})

describe('keepalive', () => {
  it('a report sent as the page goes away asks fetch to keep it alive', async () => {
    await api.addReadingDuration(7, 12, { keepalive: true })
    expect(stub.last.path).toBe('/api/article/addReadingDuration/7/12')
    expect(stub.last.request.keepalive).toBe(true)
  })

  it('other calls do not', async () => {
    await api.addReadingDuration(7, 12)
    expect(stub.last.request.keepalive).toBe(false)
  })
})
