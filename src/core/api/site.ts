import type { GlobeConfig, PageHeader, Quote, Resources, SiteConfig, Statistic } from '../contract/index.ts'
import { type CallOptions, get, getStatic, put } from './client.ts'

export const getStatistic = (): Promise<Statistic> => get('statistic')

export const getSiteConfig = (): Promise<SiteConfig> => get('config')

/** Called on every app start; the server counts once per IP per hour. */
export const addView = async (): Promise<void> => {
  await put('config/addView')
}

export const getAllPageHeader = (): Promise<PageHeader[]> => get('pageHeader/getAll')

export const getResources = (): Promise<Resources> => get('resources')

export const getSiteList = (): Promise<Resources> => get('siteList')

/** The local quote source, used when no third-party quote service is configured. */
export const getLocalQuote = (): Promise<Quote> => get('quote')

/** Globe markers: a static file, not an API call (no envelope). */
export const getGlobeConfig = (options?: CallOptions): Promise<GlobeConfig> =>
  getStatic('config/config.json', options)
