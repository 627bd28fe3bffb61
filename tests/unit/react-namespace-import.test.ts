import { describe, expect, it } from 'vitest'
import { asNamespaceImport } from '../../scripts/react-namespace-import.ts'

describe('asNamespaceImport (script-tag build and blog: react is preact/compat)', () => {
  it("reads r2wc's default import of React as a namespace, so only the members it calls are kept", () => {
    const r2wc = 'import o from "react";\nimport { createRoot as c } from "react-dom/client";\no.createElement(e, r);'
    expect(asNamespaceImport(r2wc)).toBe(
      'import * as o from "react";\nimport { createRoot as c } from "react-dom/client";\no.createElement(e, r);',
    )
  })

  it("does the same for zustand's binding, with single quotes", () => {
    expect(asNamespaceImport("import React from 'react';\nReact.useSyncExternalStore(a, b)")).toBe(
      "import * as React from 'react';\nReact.useSyncExternalStore(a, b)",
    )
  })

  it('leaves named imports, other packages and react subpaths as written', () => {
    const code = [
      "import { useState } from 'react'",
      "import * as R from 'react'",
      "import jsx from 'react/jsx-runtime'",
      "import ReactDOM from 'react-dom'",
      "import React, { useRef } from 'react'",
    ].join('\n')
    expect(asNamespaceImport(code)).toBe(code)
  })
})
