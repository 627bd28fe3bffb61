import '../../widgets/albums/element.ts'
