import type {
  LoginBody,
  LoginResult,
  RegisterBody,
  RegisterResult,
  UpdateOwnUserInfoBody,
  UpdatePasswordBody,
  UserInfo,
} from '../contract/index.ts'
import { get, post, put, seg } from './client.ts'

export const register = (body: RegisterBody): Promise<RegisterResult> =>
  post<RegisterResult>('user/register', body)

/** The token lasts 1 day, 7 with `remember` (docs/api.md §2). */
export const login = (body: LoginBody): Promise<LoginResult> => post<LoginResult>('user/login', body)

/** Clears the login cookie the chat socket reads; the token itself lives in the client. */
export const logout = (): Promise<boolean> => post<boolean>('user/logout')

export const getUserInfoById = (id: number): Promise<UserInfo> =>
  get<UserInfo>(`user/getUserInfoById/${seg(id)}`)

export const updateOwnUserInfo = (body: UpdateOwnUserInfoBody): Promise<UserInfo> =>
  put<UserInfo>('user/updateOwnUserInfo', body)

export const updatePassword = (body: UpdatePasswordBody): Promise<boolean> =>
  put<boolean>('user/updatePassword', body)
