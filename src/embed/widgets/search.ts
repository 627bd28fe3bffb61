import '../../widgets/search/element.ts'
